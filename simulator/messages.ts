/** Texts the API answers with. Quoted ones are the seed's (doc 1 §8); the others are ours, for
 * calls whose texts the seeds do not show. The console toasts `message` on success (doc 1 §8). */
export const MESSAGES = {
  tokenMissing: 'Missing access token',
  tokenExpired: 'Access token expired',
  tokenInvalid: 'Invalid access token',
  loginSucceeded: 'Successfully logged in', // doc 1 §8
  wrongCredentials: 'Oops, wrong username and/or password(s)!', // doc 1 §8
  noPermission: 'User does not have permission to access', // doc 1 §8
  loginError: 'Oops, there was an error trying to login. Try again!', // doc 1 §8
  registered: 'Registration successfully created! Wait for your email with your username and password!', // doc 1 §8
  alreadyRegistered: 'A company with this document is already registered',
  companySwitched: 'Company switched successfully',
  companyNotViewable: 'You do not have access to this company',
  companyNotFound: 'Company not found',
  postalCodeNotFound: 'Postal code not found',
  cnpjNotFound: 'CNPJ not found',
  surveyNotFound: 'Survey not found',
  surveyAnswered: 'Thank you! Your answer was saved.',
  surveyRefused: 'This survey has already been answered',
  userNotFound: 'User not found',
  userUpdated: 'User updated successfully',
  userNotEditable: 'You cannot change this user',
} as const;
