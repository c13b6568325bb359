/** The sign-in screens' texts (spec 1 §2, §4, §8). */
export const authStrings = {
  welcomeBack: 'Welcome Back',
  signInLead: 'Sign in to pick up where you left off.',
  signIn: 'Sign In',
  noAccount: "Don't have an account?",
  createOne: 'Create one',
  createAccount: 'Create Your Account',
  signUpLead: 'Free forever for the basics. It takes under a minute.',
  signUp: 'Sign Up',
  haveAccount: 'Already have an account?',
  whyJoin: 'Why Join',
  processing: 'Processing your login',
  failedTitle: 'Authentication Error',
  cancelled: 'Authentication failed or was cancelled',
  failed: 'An error occurred during authentication. Please try again.',
  returnHome: 'Return to Home',
} as const;

export const ACCOUNT_BENEFITS = [
  'Save the recipes you love to your collection',
  'Share recipes with a link and community photos',
  'Build grocery lists sorted by store section',
  'Import recipe cards and short-video recipes',
];
