import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { profileReply, profileUpdateBody, uploadImageReply } from '#domain/contracts/profile.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies, signedInErrors } from '#server/http/error-replies.ts'
import { readUploadedFile } from '#server/http/upload.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { type ProfileService, profileMessages } from './service.ts'

const authErrors = signedInErrors

export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService
  identity: IdentityService
  uploadMaxBytes: number
}> = async (app, { profiles, identity, uploadMaxBytes }) => {
  // docs/product.md, Calls: PUT /profiles takes form fields; JSON is accepted too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 4, parts: 5 },
  })

  app.get(
    '/profiles',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile (404 until it is created)",
        response: { 200: profileReply, ...errorReplies(404), ...authErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await profiles.get(userIdOf(req)),
    }),
  )

  app.put(
    '/profiles',
    {
      onRequest: identity.authenticate,
      // docs/product.md (Calls, "form fields"): a multipart form's fields become the body, validated like JSON or urlencoded.
      preValidation: async (req) => {
        if (!req.isMultipart()) return
        const fields: Record<string, string> = {}
        try {
          for await (const part of req.parts({
            limits: { fields: 40, fieldSize: 10_000, files: 1, parts: 41 },
          })) {
            if (part.type === 'file') {
              await part.toBuffer()
              throw new AppError('bad_request', profileMessages.fieldsOnly)
            }
            fields[part.fieldname] = String(part.value)
          }
        } catch (err) {
          // A body that is not well-formed multipart (no boundary, cut short) is bad input, not our failure; the
          // plugin's own errors (too many fields) keep their 4xx status.
          if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
            throw err
          throw new AppError('bad_request', profileMessages.badForm)
        }
        req.body = fields
      },
      schema: {
        tags: ['profile'],
        summary:
          'Creates or updates the profile with the fields sent (JSON, urlencoded or multipart form fields); blank clears a field',
        body: profileUpdateBody,
        response: { 200: profileReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await profiles.update(userIdOf(req), req.body),
    }),
  )

  app.post(
    '/profiles/auto',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Fills name and email from the identity (runs once per browser after the first sign-in)',
        response: { 200: profileReply, ...authErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await profiles.autoFill(userIdOf(req)),
    }),
  )

  app.post(
    '/profiles/upload-image',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['profile'],
        summary:
          'Uploads a profile picture (multipart field `image`); re-encoded to 512 px WebP without metadata',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadImageReply,
          ...errorReplies(400, 413, 503),
          ...authErrors,
        },
      },
    },
    async (req) => {
      const userId = userIdOf(req)
      const buffer = await readUploadedFile(req, 'image', {
        tooLarge: profileMessages.tooLarge(uploadMaxBytes),
        missing: profileMessages.notAnImage,
      })
      const image_url = await profiles.uploadImage(userId, buffer)
      return { success: true as const, data: { image_url }, image_url }
    },
  )

  app.get(
    '/profiles/image/:file',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's own profile picture (bearer token or session cookie)",
        params: z.object({ file: z.string() }),
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const image = await profiles.readImage(user.id, req.params.file)
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(image.body)
    },
  )
}
