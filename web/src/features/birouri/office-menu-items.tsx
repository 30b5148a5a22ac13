import PatternMenuItem from './pattern/pattern-menu-item.js';
import TeamMenuItem from './team/team-menu-item.js';

// Building 1's items of the user menu beyond 'Săptămâna mea', in one module loaded when the menu first
// opens (app/layouts/user-menu.tsx): every page's first download carries one loader for them all.

/** 'Săptămâna echipei' (decisions §21) and 'Zilele mele la birou' (§20); `onClick` closes the menu and goes to the page. */
export default function OfficeMenuItems({ onClick }: { onClick(path: string): void }) {
  return (
    <>
      <TeamMenuItem onClick={onClick} />
      <PatternMenuItem onClick={onClick} />
    </>
  );
}
