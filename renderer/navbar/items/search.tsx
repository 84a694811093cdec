// The search box (a button that opens the search modal).
import { SearchButton } from '../parts.tsx';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'search',
  trailing: true,
  desktopOnly: true,
  render: () => <SearchButton />,
});
