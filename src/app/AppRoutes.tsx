import { Route, Switch } from 'wouter'
import { AboutPage } from '../pages/about/AboutPage.tsx'
import { AccessibilityPage } from '../pages/accessibility/AccessibilityPage.tsx'
import { CareersPage } from '../pages/careers/CareersPage.tsx'
import { ContactPage } from '../pages/contact/ContactPage.tsx'
import { DigestPage } from '../pages/digest/DigestPage.tsx'
import { DigestArticlePage } from '../pages/digest-article/DigestArticlePage.tsx'
import { HomePage } from '../pages/home/HomePage.tsx'
import { NotFoundPage } from '../pages/not-found/NotFoundPage.tsx'
import { PrivacyPage } from '../pages/privacy/PrivacyPage.tsx'
import { ShopPage } from '../pages/shop/ShopPage.tsx'
import { WorkPage } from '../pages/work/WorkPage.tsx'
import { WorkProjectPage } from '../pages/work-project/WorkProjectPage.tsx'

/** The eleven routes of spec §2, history mode; only `slug` is a parameter. */
export function AppRoutes() {
  return (
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
  )
}
