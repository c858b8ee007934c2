import { type BrandId, brands, type Theme, themes } from '@propre/widgets';
import { colors, radii, scales } from '../../../widgets/src/theme/tokens.ts';

const themeNames: Record<Theme, string> = { default: 'Default', bright: 'Bright (high contrast)', dark: 'Dark' };
const brandIds = Object.keys(brands) as BrandId[];

/**
 * Every colour token of one brand × theme, painted by the real stylesheet: each swatch sits in a
 * `.propre-root` with that brand and theme and uses `var(--propre-color-…)`, so what shows here is
 * what the widgets get. The value printed beside it comes from the token table (tokens.ts).
 */
function ColorSet({ brand, theme }: { brand: BrandId; theme: Theme }) {
  const set = colors[brand][theme];
  return (
    <section
      className="propre-root"
      data-propre-brand={brand}
      data-propre-theme={theme}
      aria-label={`${brands[brand].name}, ${themeNames[theme]}`}
      style={{ background: 'var(--propre-color-bg)', padding: 16, borderRadius: 'var(--propre-radius-lg)' }}
    >
      <h4 style={{ margin: '0 0 12px', color: 'var(--propre-color-text)' }}>
        {brands[brand].name} · {themeNames[theme]} <code style={{ fontWeight: 400 }}>{theme}</code>
      </h4>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
        {Object.entries(set).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span
              aria-hidden="true"
              style={{
                width: 28,
                height: 28,
                flex: 'none',
                borderRadius: 'var(--propre-radius-sm)',
                border: '1px solid var(--propre-color-border)',
                background: `var(--propre-color-${name})`,
              }}
            />
            <span style={{ fontSize: 12, lineHeight: 1.3, color: 'var(--propre-color-text)' }}>
              <code>--propre-color-{name}</code>
              <br />
              <span style={{ color: 'var(--propre-color-text-muted)' }}>{value}</span>
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ColorTokens() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {brandIds.map((brand) => (
        <div key={brand} style={{ display: 'grid', gap: 12 }}>
          {themes.map((theme) => (
            <ColorSet key={theme} brand={brand} theme={theme} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function ShapeTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          {brandIds.map((brand) => (
            <th key={brand}>{brands[brand].name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
          <tr key={size}>
            <td>
              <code>--propre-radius-{size}</code>
            </td>
            {brandIds.map((brand) => (
              <td key={brand}>
                <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <span
                    aria-hidden="true"
                    style={{ width: 40, height: 28, border: '2px solid #7d776b', borderRadius: radii[brand][size] }}
                  />
                  {radii[brand][size]}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ScaleTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value (every brand and theme)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(scales).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--propre-{name}</code>
            </td>
            <td>
              {name.startsWith('space-') ? (
                <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <span aria-hidden="true" style={{ width: value, height: 12, background: '#1f6b4a' }} />
                  {value}
                </span>
              ) : name.startsWith('font-size-') ? (
                <span style={{ fontSize: value }}>{value} — Ménage impeccable</span>
              ) : (
                <code>{value}</code>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BrandTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>id</th>
          <th>Name</th>
          <th>Tagline (fr / en)</th>
          <th>Hosts</th>
        </tr>
      </thead>
      <tbody>
        {brandIds.map((id) => (
          <tr key={id}>
            <td>
              <code>{id}</code>
            </td>
            <td>{brands[id].name}</td>
            <td>
              {brands[id].tagline.fr}
              <br />
              <em>{brands[id].tagline.en}</em>
            </td>
            <td>{brands[id].hosts.length ? brands[id].hosts.join(', ') : 'any other host'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
