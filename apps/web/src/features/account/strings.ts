import { checkScreenNameFormat, SCREEN_NAME, SCREEN_NAME_MESSAGES } from '@sous/contract/user';

/** The account screens' texts (spec 1 §2, §5, §8). */
export const accountStrings = {
  completeProfile: 'Complete Your Profile',
  completeLead: 'A few details so your recipes and shares carry your name.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  screenName: 'Screen Name',
  generate: 'Generate',
  completeSetup: 'Complete Setup',
  saving: 'Saving...',
  saveFailed: 'Unable to save your profile. Please try again.',
  firstNameRequired: 'First name is required',
  screenNameHelp: SCREEN_NAME.helperText,
  screenNameTaken: SCREEN_NAME_MESSAGES.taken,
  screenNameInvalid: SCREEN_NAME_MESSAGES.invalid,
  profileTitle: 'My Account',
  signInToView: 'Please sign in to view your profile.',
  signIn: 'Sign In',
  accountInfo: 'Account info',
  subscription: 'Subscription status',
  savedRecipes: 'Saved recipes',
  saveChanges: 'Save Changes',
  saved: 'Profile saved',
  profileSaveFailed: 'Failed to save profile changes',
  loadFailed: 'Failed to load user data',
  changeScreenName: 'Change Screen Name',
  screenNameSaved: 'Screen name saved',
  accountData: 'Account Data',
  accountDataHelp: 'Take a copy of everything Sous keeps for you, or erase it for good.',
  seeSavedRecipes: 'To look through or delete saved recipes one by one:',
  manageData: 'Manage Your Data',
} as const;

/**
 * The browser's first check of a screen name (the server decides, and also refuses reserved and
 * taken names): the same rules and messages as the server's (contract's checkScreenNameFormat), so
 * 'A!' is told about the '!' and the length at once. Returns the message, or null when it may be sent.
 */
export function screenNameProblem(input: string): string | null {
  const check = checkScreenNameFormat(input);
  return check.ok ? null : check.message;
}
