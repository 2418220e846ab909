// The baseline: a bare Fastify route that returns a fixed JSON body of the given size (GET, or POST with a JSON body).
import { readFileSync } from 'node:fs'
import Fastify, { type FastifyReply } from 'fastify'

const [bodyFile, port] = process.argv.slice(2)
const body = readFileSync(bodyFile!, 'utf8')
const app = Fastify({ logger: false })
const send = (_req: unknown, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(body)
app.get('/bare', send)
app.post('/bare', send)
await app.listen({ host: '127.0.0.1', port: Number(port) })
process.send?.('ready')
