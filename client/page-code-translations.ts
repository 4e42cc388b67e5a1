// First in each site island's module: the locale's messages from the page's config script, set before the site's
// component modules load — one may translate where its module loads (Docusaurus's messages come from an import), and
// would otherwise draw the default locale's words where the server drew the page's.
import { setCodeTranslations } from '../templates/theme/docusaurus/Translate.tsx';
import { SITE_SCRIPT_ATTR } from '../templates/theme/site-config-views.ts';
import { scriptJson } from './root-late-reads.ts';

const script = document.querySelector(`script[${SITE_SCRIPT_ATTR}]`);
if (script) setCodeTranslations(scriptJson<{ codeTranslations?: Record<string, string> }>(script).codeTranslations);
