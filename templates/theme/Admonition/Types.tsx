// `@theme/Admonition/Types`: the component each admonition type renders with. A site adds its own types (and may
// replace these) in `src/theme/Admonition/Types`, spreading this map from `@theme-original/Admonition/Types`. As
// on Docusaurus, a built-in type's blocks render through its `Admonition/Type/…` component, which a site may
// replace too; another type drawn by one of them (the Info fallback of Admonition.tsx) keeps its own type's class.
import type { ComponentType } from 'react';
import { ADMONITION_KINDS } from '../admonition-kinds.ts';
import { AdmonitionBox, type AdmonitionProps } from '../admonition-box.tsx';
import Caution from './Type/Caution.tsx';
import Danger from './Type/Danger.tsx';
import Info from './Type/Info.tsx';
import Note from './Type/Note.tsx';
import Tip from './Type/Tip.tsx';
import Warning from './Type/Warning.tsx';

const OWN: Record<string, ComponentType<AdmonitionProps>> = { note: Note, tip: Tip, info: Info, warning: Warning, danger: Danger, caution: Caution };

const AdmonitionTypes: Record<string, ComponentType<AdmonitionProps>> = Object.fromEntries(ADMONITION_KINDS.map((kind) => [kind, OWN[kind] ?? AdmonitionBox]));

export default AdmonitionTypes;
