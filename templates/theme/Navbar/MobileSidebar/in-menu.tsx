// Around a site's `Navbar/MobileSidebar` of its own that places the original's pieces: docsgen's menu is always in the
// page (CSS shows it on narrow screens, without JavaScript too), so inside it `useNavbarMobileSidebar().shouldRender`
// is true on the server and as it hydrates, and the `if (!shouldRender) return null` Docusaurus's writes draws the menu.
import { createContext, type ReactNode } from 'react';

export const InMobileMenu = createContext(false);

export default function InMenu({ children }: { children: ReactNode }) {
  return <InMobileMenu.Provider value={true}>{children}</InMobileMenu.Provider>;
}
