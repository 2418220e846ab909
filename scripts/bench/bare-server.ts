// The baseline: a bare Fastify route that returns a fixed JSON body of the given size.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [bodyFile, port] = process.argv.slice(2)
const body = readFileSync(bodyFile!, 'utf8')
const app = Fastify({ logger: false })
app.get('/bare', (_req, reply) => reply.type('application/json; charset=utf-8').send(body))
await app.listen({ host: '127.0.0.1', port: Number(port) })
process.send?.('ready')
