// Rasterizes an SVG file to PNG with no browser (resvg, a Rust renderer shipped as an npm package with its
// platform binary). Its fonts are DejaVu Sans (dejavu-fonts-ttf, under a free licence), loaded from the package
// and never from the machine, so that labels are drawn the same on a bare server: every family the SVG names
// falls back to it.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { renderAsync } from '@resvg/resvg-js'

const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf']

function fontFolder(): string {
  return path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')
}

/** The font files, or an error naming what is missing (a server assembled without them would draw no labels). */
export function mapFontFiles(): string[] {
  const files = FONT_FILES.map((f) => path.join(fontFolder(), f))
  const missing = files.filter((f) => !existsSync(f))
  if (missing.length > 0) throw new Error(`The map's fonts are missing (${missing.join(', ')}): reinstall with npm ci.`)
  return files
}

/** The PNG of `svg` drawn `width` pixels wide, off the main thread (a map takes about half a second). */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: mapFontFiles(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    background: '#ffffff',
  })
  return image.asPng()
}
