// Raw HTML from the config (`value`), for what no other type covers.
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'html',
  validate: (item, check, key) => void check.string(item.value, `${key}.value`),
  render: ({ item }) => <div className="navbar__item" dangerouslySetInnerHTML={{ __html: item.value! }} />,
});
