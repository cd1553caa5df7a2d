// The stylesheet of the link pages (/join/<token>: a link replaced, or a browser signed in as someone
// else). Those pages are plain HTML written by their route, outside the app's layout; the app's CSP allows
// no inline style, so they take this file: the app's colours (globals.css), its dark mode, its 44-px buttons.
export const dynamic = 'force-static'

const CSS = `:root{color-scheme:light dark;--canvas:#f8fafc;--surface:#ffffff;--ink:#0f172a;--muted:#475569;--line:#94a3b8;--accent:#1e40af;--bar:#0f172a}
@media (prefers-color-scheme:dark){:root{--canvas:#020617;--surface:#0f172a;--ink:#f1f5f9;--muted:#cbd5e1;--line:#64748b;--accent:#93c5fd;--bar:#0f172a}}
*{box-sizing:border-box}
html{font-family:ui-sans-serif,system-ui,sans-serif,"Apple Color Emoji","Segoe UI Emoji";line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0;background:var(--canvas);color:var(--ink)}
header{background:var(--bar);color:#fff;border-bottom:1px solid #cbd5e1}
header a{display:inline-flex;align-items:center;min-height:2.75rem;color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none}
header div,main{max-width:40rem;margin:0 auto;padding:0 1rem}
main{padding-top:1.5rem}
section{background:var(--surface);border:1px solid var(--line);border-radius:.25rem;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 .75rem}
a{color:var(--accent);text-decoration:underline;text-underline-offset:2px}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:.25rem;background:var(--ink);color:var(--canvas);cursor:pointer}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
`

export function GET() {
  return new Response(CSS, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
