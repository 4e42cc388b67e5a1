// `@theme/Admonition/Types`: the component each admonition type renders with. A site adds its own types (and may
// replace these) in `src/theme/Admonition/Types`, spreading this map from `@theme-original/Admonition/Types`.
import type { ComponentType } from 'react';
import { ADMONITION_KINDS } from '../admonition-kinds.ts';
import { AdmonitionBox, type AdmonitionProps } from '../admonition-box.tsx';

const AdmonitionTypes: Record<string, ComponentType<AdmonitionProps>> = Object.fromEntries(ADMONITION_KINDS.map((kind) => [kind, AdmonitionBox]));

export default AdmonitionTypes;
