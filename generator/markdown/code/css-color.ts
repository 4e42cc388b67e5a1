// Prism themes give colours in any CSS form (prism-react-renderer's dracula: `rgb(189, 147, 249)`; others `rgba(…)`,
// `hsl(…)`, names, `#a6e22e !important`); TextMate themes, which shiki reads, take `#rrggbb(aa)` only, and shiki turns
// any other form into a transparent colour: the code would not show. So each is written as hex first.
const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00', orange: '#ffa500',
  purple: '#800080', gray: '#808080', grey: '#808080', silver: '#c0c0c0', maroon: '#800000', olive: '#808000', lime: '#00ff00',
  aqua: '#00ffff', cyan: '#00ffff', teal: '#008080', navy: '#000080', fuchsia: '#ff00ff', magenta: '#ff00ff', pink: '#ffc0cb',
};

const byte = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
const alpha = (a: string | undefined) => (a === undefined ? '' : byte((a.endsWith('%') ? parseFloat(a) / 100 : parseFloat(a)) * 255));

/** `css` as `#rrggbb` (or `#rrggbbaa`); undefined for what is no single colour (a gradient). */
export function hexColor(css: string): string | undefined {
  const value = css.replace(/!important/i, '').trim().toLowerCase();
  if (/^#[0-9a-f]{3,8}$/.test(value)) return value;
  if (/^[0-9a-f]{6}$/.test(value)) return `#${value}`;
  if (NAMED[value]) return NAMED[value];
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!fn) return undefined;
  const [a = '', b = '', c = '', d] = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (fn[1]!.startsWith('rgb')) {
    const channel = (x: string) => (x.endsWith('%') ? (parseFloat(x) * 255) / 100 : parseFloat(x));
    return `#${byte(channel(a))}${byte(channel(b))}${byte(channel(c))}${alpha(d)}`;
  }
  // hsl: hue in degrees, saturation and lightness in percent.
  const h = parseFloat(a) / 360;
  const s = parseFloat(b) / 100;
  const l = parseFloat(c) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    return u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
  };
  return `#${byte(hue(h + 1 / 3) * 255)}${byte(hue(h) * 255)}${byte(hue(h - 1 / 3) * 255)}${alpha(d)}`;
}
