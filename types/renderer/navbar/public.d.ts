export { defineNavbarItemType, NavbarItemError } from './types.ts';
export type { NavbarItemChecker, NavbarItemProps, NavbarItemType } from './types.ts';
export { Dropdown, NavLink } from './parts.tsx';
export { withBase } from '../url.ts';
