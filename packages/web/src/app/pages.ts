import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

// Pages served under two addresses share one import (and one preload list in the first load).
const registerPage = lazy(() => import('../pages/account/register-page'));
const signupPage = lazy(() => import('../pages/account/signup-page'));
const downloadPage = lazy(() => import('../pages/account/download-page'));

/** Every page is its own chunk; keys are route names of the core's route table. */
export const PAGES: Readonly<Record<string, Page>> = {
  AccountLogin: lazy(() => import('../pages/account/login-page')),
  AccountRegister: registerPage,
  Register: registerPage,
  AccountSignup: signupPage,
  Signup: signupPage,
  SignupEn: lazy(() => import('../pages/account/signup-en-page')),
  Signup2: lazy(() => import('../pages/account/signup-compact-page')),
  AccountPricing: lazy(() => import('../pages/account/pricing-page')),
  AccountRenewal: lazy(() => import('../pages/account/renewal-page')),
  AccountDownload: downloadPage,
  Download: downloadPage,
  Privacy: lazy(() => import('../pages/legal/privacy-page')),
  Agreement: lazy(() => import('../pages/legal/agreement-page')),
  Forbidden: lazy(() => import('../pages/errors/forbidden-page')),
  NotFound: lazy(() => import('../pages/errors/not-found-page')),
  ExternalUser: lazy(() => import('../pages/misc/external-user-page')),
};
