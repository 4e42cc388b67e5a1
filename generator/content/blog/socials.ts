// An author's `socials` as Docusaurus reads them: a handle (`github: ada`) becomes the platform's profile address,
// an `http(s)://` or `mailto:` address stays as written; a value with a `/` that is no such address is an error.
import { BuildError } from '../../errors.ts';
import type { Obj } from '../../values.ts';

/** How each platform Docusaurus knows makes a profile address from a handle (its key in any case). */
const PROFILE: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
};

/** `file`: where the author is given, for the error. Undefined without any. */
export function normalizeSocials(socials: Obj, file: string, author: string): Record<string, string> | undefined {
  const entries = Object.entries(socials);
  if (!entries.length) return undefined;
  return Object.fromEntries(entries.map(([platform, raw]) => {
    // YAML reads a Stack Overflow user id as a number.
    const value = typeof raw === 'number' ? String(raw) : raw;
    const bad = () => new BuildError([{ pos: { file }, message: `author "${author}": socials.${platform} is ${JSON.stringify(value)}, neither a handle nor an http(s) or mailto: address`, hint: `give the handle alone (${platform}: my-handle) or the whole address (https://…)` }]);
    if (typeof value !== 'string') throw bad();
    if (/^(https?:\/\/|mailto:)/.test(value)) return [platform, value];
    if (value.includes('/')) throw bad();
    const profile = PROFILE[platform.toLowerCase()];
    return profile ? [platform.toLowerCase(), profile(value)] : [platform, value];
  }));
}
