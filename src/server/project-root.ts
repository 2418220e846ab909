import path from 'node:path'

/**
 * The project's root folder, for the files the server reads beside its code: the migrations (drizzle/), public/, the
 * test gateway's script, packages' files (decision record 027). Two folders up from this module: from src/server
 * when the sources run (`npm run dev`, the tests), from dist/server in the bundle `npm start` runs, where every
 * module of the server shares one `import.meta`. So no other module of the server may place a file by its own
 * location (`import.meta.dirname`, `import.meta.url`): scripts/server-build.ts refuses to bundle one that does.
 */
export const projectRoot = path.resolve(import.meta.dirname, '../..')
