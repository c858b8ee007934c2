/**
 * Illustrations for the demo gallery: one room drawn "before" (dull, stained, cluttered) and
 * "after" (bright, tidy), as SVG that sharp turns into the WebP every gallery image is. Demo
 * data only — real pairs are photos cleaners take on the job.
 */
export type ArtRoom = 'kitchen' | 'bathroom' | 'living' | 'office';

const width = 800;
const height = 600;

const furniture: Record<ArtRoom, string> = {
  kitchen: `
    <rect x="60" y="300" width="680" height="150" fill="#e8dcc8"/>
    <rect x="60" y="285" width="680" height="20" fill="#9aa5ad"/>
    <rect x="90" y="320" width="140" height="110" rx="6" fill="#f4efe6" stroke="#b9ad98"/>
    <rect x="250" y="320" width="140" height="110" rx="6" fill="#f4efe6" stroke="#b9ad98"/>
    <rect x="420" y="300" width="160" height="30" fill="#c7d0d6"/>
    <rect x="600" y="320" width="120" height="110" rx="6" fill="#f4efe6" stroke="#b9ad98"/>
    <rect x="90" y="90" width="300" height="130" rx="6" fill="#f4efe6" stroke="#b9ad98"/>
    <rect x="470" y="200" width="40" height="100" fill="#9aa5ad"/>`,
  bathroom: `
    <rect x="60" y="330" width="420" height="130" rx="40" fill="#f7f7f4" stroke="#b8c2c8"/>
    <rect x="540" y="300" width="180" height="160" fill="#e8dcc8"/>
    <ellipse cx="630" cy="300" rx="70" ry="18" fill="#f7f7f4" stroke="#b8c2c8"/>
    <rect x="560" y="90" width="140" height="170" rx="10" fill="#cfe3ea" stroke="#9aa5ad"/>
    <path d="M60 120h420M60 180h420M60 240h420M140 80v250M260 80v250M380 80v250" stroke="#d5dadd" stroke-width="3"/>`,
  living: `
    <rect x="100" y="300" width="420" height="120" rx="24" fill="#7c8fa3"/>
    <rect x="80" y="280" width="60" height="160" rx="20" fill="#6d8096"/>
    <rect x="480" y="280" width="60" height="160" rx="20" fill="#6d8096"/>
    <ellipse cx="330" cy="500" rx="260" ry="40" fill="#d9c3a0"/>
    <rect x="580" y="80" width="160" height="200" fill="#cfe3ea" stroke="#f4efe6" stroke-width="10"/>
    <rect x="620" y="330" width="90" height="120" fill="#b08a63"/>`,
  office: `
    <rect x="120" y="300" width="460" height="24" fill="#b08a63"/>
    <rect x="140" y="324" width="20" height="140" fill="#8c6b4a"/>
    <rect x="540" y="324" width="20" height="140" fill="#8c6b4a"/>
    <rect x="270" y="190" width="170" height="110" rx="8" fill="#3d4a57"/>
    <rect x="282" y="202" width="146" height="86" fill="#cfe3ea"/>
    <rect x="620" y="90" width="120" height="380" fill="#e8dcc8" stroke="#b9ad98"/>
    <path d="M620 180h120M620 270h120M620 360h120" stroke="#b9ad98" stroke-width="4"/>`,
};

/** Marks of a room before: stains, crumbs, clutter, a grey film. */
const mess = `
  <g opacity="0.75">
    <ellipse cx="200" cy="500" rx="60" ry="14" fill="#8a7458"/>
    <ellipse cx="560" cy="530" rx="40" ry="10" fill="#8a7458"/>
    <ellipse cx="330" cy="310" rx="30" ry="8" fill="#7a6a55"/>
    <rect x="260" y="470" width="70" height="36" fill="#c9b48f" transform="rotate(-14 295 488)"/>
    <rect x="420" y="500" width="56" height="30" fill="#a7b6c2" transform="rotate(18 448 515)"/>
    <circle cx="150" cy="300" r="7" fill="#6f6250"/><circle cx="175" cy="296" r="5" fill="#6f6250"/>
    <circle cx="640" cy="470" r="6" fill="#6f6250"/>
  </g>
  <rect width="${width}" height="${height}" fill="#6b6456" opacity="0.28"/>`;

/** A sparkle for the tidy room. */
const sparkle = (x: number, y: number, size: number) =>
  `<path d="M${x} ${y - size}L${x + size / 4} ${y - size / 4}L${x + size} ${y}L${x + size / 4} ${y + size / 4}L${x} ${y + size}L${x - size / 4} ${y + size / 4}L${x - size} ${y}L${x - size / 4} ${y - size / 4}Z" fill="#fff7c2"/>`;

const shine = `${sparkle(200, 260, 22)}${sparkle(520, 150, 16)}${sparkle(660, 420, 18)}${sparkle(380, 470, 12)}`;

/** The room as SVG, before or after the cleaning. */
export function roomSvg(room: ArtRoom, side: 'before' | 'after'): string {
  const wall = side === 'before' ? '#d8d0bf' : '#f3efe6';
  const floor = side === 'before' ? '#a99577' : '#c9ad85';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${wall}"/>
  <rect y="440" width="${width}" height="160" fill="${floor}"/>
  ${furniture[room]}
  ${side === 'before' ? mess : shine}
</svg>`;
}
