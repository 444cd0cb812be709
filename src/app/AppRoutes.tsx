import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { LoadingPanel } from '../pages/not-found/LoadingPanel.tsx'
import {
  AboutPage,
  AccessibilityPage,
  CareersPage,
  ContactPage,
  DigestArticlePage,
  DigestPage,
  HomePage,
  NotFoundPage,
  PrivacyPage,
  ShopPage,
  WorkPage,
  WorkProjectPage,
} from './pages.ts'

/**
 * The site's eleven routes, history mode; only `slug` is a parameter. A page whose
 * chunk is still on its way (a navigation before the idle preload) shows a loading panel.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingPanel text="Loading..." />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/work" component={WorkPage} />
        <Route path="/work/:slug">{(p) => <WorkProjectPage slug={p.slug} />}</Route>
        <Route path="/digest" component={DigestPage} />
        <Route path="/digest/:slug">{(p) => <DigestArticlePage slug={p.slug} />}</Route>
        <Route path="/contact" component={ContactPage} />
        <Route path="/shop" component={ShopPage} />
        <Route path="/careers" component={CareersPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/accessibility" component={AccessibilityPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}
