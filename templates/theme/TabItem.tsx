// `@theme/TabItem`: one panel of `@theme/Tabs`, which renders it (the props are read by Tabs).
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
