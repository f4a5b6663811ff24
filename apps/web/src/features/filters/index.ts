export { FilterDialog, type FilterDialogProps } from './filter-dialog.js';
export { TriStateCheckbox } from './tri-state-checkbox.js';
