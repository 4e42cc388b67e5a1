import type { AriaRole, ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ATTR } from '../client/constants.ts';

export interface IslandProps<P extends object> {
  /** The name client/islands.ts knows the component by. */
  name: string;
  component: ComponentType<P>;
  /** Serialized beside the markup; the browser hydrates the component with them. */
  props: P;
  className?: string;
  role?: AriaRole;
}

/**
 * A component that needs React in the browser. It is rendered here as a root of its own — exactly what
 * `hydrateRoot` will find in the container — with its props as JSON in `data-props`.
 */
export function Island<P extends object>({ name, component: Component, props, className, role }: IslandProps<P>) {
  return (
    <div className={className} role={role} {...{ [ATTR.island]: name, [ATTR.props]: JSON.stringify(props) }}
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }} />
  );
}
