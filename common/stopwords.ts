// French words too common to rank on or to highlight: dropped from a query unless it holds nothing else.
export const FRENCH_STOP_WORDS = new Set(
  (
    'a au aux avec ce ces d dans de des du en et est il je l la le les leur lui ma mais me mes mon ' +
    'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur t ta te tes ton tu un une vos votre vous y'
  ).split(' '),
);
