import type { PageContext } from './context.ts';

export interface HomeAction {
  label: string;
  to?: string;
  href?: string;
  primary?: boolean;
}

export interface HomeFeature {
  title: string;
  /** HTML rendered from the feature's inline Markdown. */
  detailsHtml: string;
  link?: { label: string; to: string };
}

export interface HomeContent {
  hero: { title: string; tagline: string; actions: HomeAction[] };
  features: HomeFeature[];
  /** The Markdown body under the features, as HTML. */
  bodyHtml: string;
}

/** Hero with title, tagline and calls to action; a feature grid; the body. */
export function HomeMain({ ctx, home }: { ctx: PageContext; home: HomeContent }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title" className="hero-title">{home.hero.title}</h1>
          {home.hero.tagline ? <p className="hero-tagline">{home.hero.tagline}</p> : null}
          <div className="hero-actions">
            {home.hero.actions.map((a) => (
              <a key={a.label} className={`hero-button ${a.primary ? 'hero-button-primary' : 'hero-button-secondary'}`}
                href={a.to !== undefined ? ctx.url(a.to) : a.href}
                {...(a.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{a.label}</a>
            ))}
          </div>
        </div>
      </section>
      {home.features.length ? (
        <section className="features" aria-label="Features">
          <ul className="features-grid">
            {home.features.map((f) => (
              <li key={f.title} className="feature">
                <h2 className="feature-title">{f.title}</h2>
                <div className="feature-details" dangerouslySetInnerHTML={{ __html: f.detailsHtml }} />
                {f.link ? <a className="feature-link" href={ctx.url(f.link.to)}>{`${f.link.label} `}<span className="feature-arrow" aria-hidden="true">→</span></a> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.bodyHtml ? <section className="home-body markdown" dangerouslySetInnerHTML={{ __html: home.bodyHtml }} /> : null}
    </>
  );
}
