import { sva } from '../../styled-system/css';

// The folder-tab strip shared by Tabs (a record's fixed sections, doc 2 §2) and RecordTabs (the
// "All" tab then one closable tab per opened record, doc 1 §2.1, doc 3 §2), so both read as the
// same control. Each part adds only its own bits with extra classes on top (Tabs: the panel's
// focus ring; RecordTabs: the width cap of a tab and its close mark). The size variant lives here,
// not in a part: a variant must override the base in the same recipe (two classes for one property
// would leave the winner to the style sheet's order).
export const tabListRecipe = sva({
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minWidth: '0' },
    list: {
      display: 'flex',
      alignItems: 'flex-end',
      gap: '0.5',
      overflowX: 'auto',
      borderBottomWidth: '1px',
      borderColor: 'border',
      scrollbarWidth: 'thin',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      flexShrink: 0,
      height: '9',
      px: '3',
      mb: '-1px',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'textMuted',
      whiteSpace: 'nowrap',
      borderWidth: '1px',
      borderColor: 'transparent',
      borderTopRadius: 'md',
      cursor: 'pointer',
      _hover: { color: 'text', bg: 'surfaceHover' },
      _selected: { color: 'accent', bg: 'surface', borderColor: 'border', borderBottomColor: 'surface' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      // touch (issue 20): a 44 px tall tab
      '@media (pointer: coarse)': { minHeight: '11' },
    },
    content: { pt: '3', outline: 'none' },
  },
  variants: {
    size: {
      md: {},
      sm: { trigger: { height: '8', px: '2.5', fontSize: 'xs' } },
    },
  },
  defaultVariants: { size: 'md' },
});
