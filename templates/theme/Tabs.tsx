// `@theme/Tabs`: WAI-ARIA tabs rendered on the server, the default panel shown (readable without JavaScript).
// Switching, keyboard, `groupId` sync and persistence, and `queryString` are client/tabs.ts — no React.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';
import { ATTR } from '../../client/constants.ts';

export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: { value: string; label?: string }[];
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
}

export default function Tabs({ children, defaultValue, values, groupId, queryString, lazy, className }: TabsProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const tabs = values ?? items.map((c) => ({ value: c.props.value, label: c.props.label }));
  const selected = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? tabs[0]?.value;
  const query = queryString === true ? groupId : queryString || undefined;
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`} {...{ [ATTR.tabs]: '', [ATTR.groupId]: groupId, [ATTR.queryString]: query }}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list">
        {tabs.map((t, i) => {
          const on = t.value === selected;
          const item = items.find((c) => c.props.value === t.value);
          return (
            <button key={t.value} type="button" role="tab" id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`} aria-selected={on}
              tabIndex={on ? 0 : -1} className={`tabs-tab${item?.props.className ? ` ${item.props.className}` : ''}`} data-value={t.value}
              {...(item?.props.attributes as object | undefined)}>
              {t.label ?? item?.props.label ?? t.value}
            </button>
          );
        })}
      </div>
      {tabs.map((t, i) => {
        const item = items.find((c) => c.props.value === t.value);
        const on = t.value === selected;
        return (
          <div key={t.value} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} className="tabs-panel" data-value={t.value} tabIndex={0} hidden={!on}>
            {/* lazy: a hidden panel's content waits in a <template> until its tab is first chosen. */}
            {lazy && !on ? <template>{item}</template> : item}
          </div>
        );
      })}
    </div>
  );
}
