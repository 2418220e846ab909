import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { minifySync } from 'rolldown/utils'
import { build, defineConfig, type Plugin } from 'vite'
import { asciiIfSmaller } from './scripts/lib/ascii-source.ts'
import { shortModuleIds } from './scripts/lib/short-module-ids.ts'

const apiPort = process.env.API_PORT ?? '3001'

/**
 * After the browser build, the same pages built for the server (decision record 012): <outDir>/ssr/entry-server.js,
 * self-contained so a production install without dev dependencies can run it. The server never serves this folder.
 */
function serverRenderBundle(): Plugin {
  let outDir = ''
  let root = ''
  return {
    name: 'surya:server-render-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir
      root = config.root
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), sourcesInFewerBytes()],
        ssr: { noExternal: true, target: 'node' },
        // React's production build on the server whatever NODE_ENV the shop runs with (decision 012): the development
        // build checks and warns on every render, several times slower. Development mode is `npm run dev`.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/web/entry-server.tsx',
          outDir: path.resolve(root, outDir, 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node22',
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      })
    },
  }
}

/**
 * The server-render bundle's chunks in ASCII where that takes fewer bytes (decision record 027): the API process keeps
 * each loaded chunk's source, and V8 keeps a source with one character beyond Latin-1 (a quote mark, a language's
 * name in its own script) at two bytes a character. A chunk of a language's texts is left as it is.
 */
function sourcesInFewerBytes(): Plugin {
  return {
    name: 'surya:sources-in-fewer-bytes',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') chunk.code = asciiIfSmaller(chunk.code)
    },
  }
}

/**
 * The faces every page's first view draws (the brand and headings, text, prices; public/fonts, styles.css), asked
 * for beside the stylesheet rather than after it has arrived: one round trip sooner, and mostly there before the
 * first paint (decision record 012).
 */
const FIRST_PAINT_FONTS = [
  '/fonts/inter-var-latin.woff2',
  '/fonts/fraunces-600-latin.woff2',
  '/fonts/fraunces-500-latin.woff2',
  '/fonts/inter-var-rupee.woff2',
]

/**
 * The page's HTML, styles, fonts and largest image first, the code after: public pages arrive rendered (decision
 * record 012), so on a slow connection the scripts must not share the bandwidth the first paint needs. The
 * stylesheet is the first thing asked for, then the fonts, then the scripts at low priority. A page the server
 * renders goes further: it names its scripts only to public/boot.js, which asks for them after the first paint
 * (bootScripts in src/server/web/server-render.ts; the home page, the list and product pages, decision 012).
 */
function scriptsAfterPaint(): Plugin {
  const fontPreloads = FIRST_PAINT_FONTS.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  ).join('\n    ')
  return {
    name: 'surya:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
        const firstRequest = html.search(/<script type="module"|<link rel="(modulepreload|stylesheet)"/)
        if (firstRequest < 0) return html
        const rest = stylesheets.reduce((h, tag) => h.replace(tag, ''), html.slice(firstRequest))
        return `${html.slice(0, firstRequest)}${[...stylesheets, fontPreloads].join('\n    ')}\n    ${rest}`
          .replace(/\n\s*\n/g, '\n')
          .replace(
            /<script type="module" crossorigin/g,
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          )
      },
    },
  }
}

/**
 * `public/boot.js`, the one script a server-rendered page asks for before its code (decision 012), is written for
 * reading, comments and all; the build sends it minified (814 bytes gzip to 380).
 */
function minifiedBoot(): Plugin {
  let outDir = ''
  return {
    name: 'surya:minified-boot',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const file = path.join(outDir, 'boot.js')
      if (!existsSync(file)) return
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'))
      if (errors.length > 0) throw new Error(`public/boot.js: ${errors.map((e) => e.message).join('; ')}`)
      writeFileSync(file, code)
    },
  }
}

/**
 * A page loads a handful of scripts, not fifty (decision 028): React, React DOM and TanStack Query, which every page
 * needs, in one chunk with the bundler's and Vite's small runtimes; the shell and the router (src/web/lib/router.tsx,
 * decision record 028) in the entry; each page in its own chunk. Code that several pages share but not all (the cart's hooks, a price, an icon) is copied
 * into each page's chunk rather than split into dozens of common chunks of a few hundred bytes each, every one a
 * request and a gzip header; chunks loaded on demand (dialogs, the back office) stay apart.
 */
const fewerLargerChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
      priority: 2,
    },
  ],
  experimentalInlineCommonChunks: { maxSize: 40_000 },
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    serverRenderBundle(),
    scriptsAfterPaint(),
    shortModuleIds(),
    minifiedBoot(),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // Required by inlining the common chunks below; the entry's exports are not used by anyone.
      preserveEntrySignatures: false,
      output: { codeSplitting: fewerLargerChunks },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
      // pictures staff uploaded (products', recipes'), served from the shop's storage
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
})
