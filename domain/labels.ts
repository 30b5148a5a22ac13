// How a yes/no value reads in Romanian, on the screens and in the exports alike.
export const yesNo = (b: boolean): string => (b ? 'Da' : 'Nu');
