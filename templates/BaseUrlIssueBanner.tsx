/**
 * Shown only when the stylesheet fails to load — what happens when the site is served from a path other than its
 * configured base URL (every asset URL then misses). Inline styles make it visible without CSS; the stylesheet
 * hides it. No JavaScript involved.
 */
export function BaseUrlIssueBanner({ baseUrl }: { baseUrl: string }) {
  return (
    <div className="base-url-issue-banner" role="alert"
      style={{ border: '2px solid #b3261e', background: '#fdecea', color: '#5f1410', padding: '12px 16px', margin: 12, fontFamily: 'sans-serif' }}>
      <p style={{ margin: 0 }}>
        <strong>This site did not load properly.</strong> Its stylesheet could not be loaded, which usually means the
        site is served from a different path than its configured base URL (<code>{baseUrl}</code>). Check the
        <code> baseUrl</code> setting in the site config against the address you are serving it from.
      </p>
    </div>
  );
}
