import { Link } from "react-router";
import { m } from "#messages";
import { Logo } from "../../components/ui/logo";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import { LanguageSwitch } from "../../i18n/language-switch";
import { BENEFITS, FEATURES, STEPS } from "./content";
import { ClosingEntry, HeaderEntry, HeroEntry } from "./entry-links";
import { FeatureIcon } from "./feature-icon";
import { ScreenshotGallery } from "./screenshot-gallery";

/**
 * The public landing page: kept free of form and validation libraries. Its
 * later sections are laid out with the page, not skipped until scrolled to
 * (`content-visibility: auto`): their 60rem placeholder height was far from their real one, so
 * the page grew and shrank by a thousand pixels under a reader scrolling through it, and the
 * sections are too light for the skipped layout to matter.
 */
export function AboutPage() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100">
      <header className="navbar sticky top-0 z-30 gap-2 border-b border-base-300 bg-base-100/95 px-4 backdrop-blur">
        <Link to="/about" className="flex-1">
          <Logo size={40} withName />
        </Link>
        <ThemeToggle />
        <HeaderEntry />
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-primary/10 to-base-100 px-4 py-16 md:py-24">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
            <Logo size={80} />
            <h1 className="text-4xl leading-tight font-extrabold text-balance md:text-5xl">
              {m.account_about_hero_line1()}
              <br />
              <span className="text-primary">{m.account_about_hero_line2()}</span>
            </h1>
            <p className="max-w-xl text-lg text-base-content/80 text-pretty">
              {m.account_about_hero_body()}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <HeroEntry />
              <a href="#features" className="btn btn-outline btn-lg">
                {m.account_about_see_features()}
              </a>
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-5xl px-4 py-12" aria-labelledby="gallery-title">
          <h2 id="gallery-title" className="mb-2 text-center text-2xl font-bold md:text-3xl">
            {m.account_about_gallery_title()}
          </h2>
          <p className="mb-8 text-center text-base-content/70">{m.account_about_gallery_intro()}</p>
          <ScreenshotGallery />
        </section>

        <section id="features" className="bg-base-200 px-4 py-16" aria-labelledby="features-title">
          <div className="mx-auto max-w-5xl">
            <h2 id="features-title" className="mb-10 text-center text-2xl font-bold md:text-3xl">
              {m.account_about_features_title()}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map((feature) => (
                <li key={feature.icon} className="card bg-base-100 shadow-sm">
                  <div className="card-body">
                    <FeatureIcon name={feature.icon} />
                    <h3 className="card-title text-lg">{feature.title()}</h3>
                    <p className="text-base-content/75">{feature.body()}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-5xl px-4 py-16" aria-labelledby="steps-title">
          <h2 id="steps-title" className="mb-10 text-center text-2xl font-bold md:text-3xl">
            {m.account_about_steps_title()}
          </h2>
          <ol className="grid gap-6 md:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.id} className="flex flex-col items-center gap-3 text-center">
                <span className="grid size-12 place-items-center rounded-full bg-primary text-xl font-bold text-primary-content">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">{step.title()}</h3>
                <p className="text-base-content/75">{step.body()}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="bg-base-200 px-4 py-16" aria-labelledby="benefits-title">
          <div className="mx-auto max-w-4xl">
            <h2 id="benefits-title" className="mb-10 text-center text-2xl font-bold md:text-3xl">
              {m.account_about_benefits_title()}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li key={benefit.id} className="flex gap-3 rounded-box bg-base-100 p-4">
                  <span aria-hidden="true" className="font-bold text-primary">
                    ✓
                  </span>
                  <span>
                    <span className="block font-semibold">{benefit.title()}</span>
                    <span className="text-base-content/75">{benefit.body()}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="px-4 py-16 text-center" aria-labelledby="cta-title">
          <div className="mx-auto flex max-w-2xl flex-col items-center gap-4">
            <h2 id="cta-title" className="text-2xl font-bold md:text-3xl">
              {m.account_about_cta_title()}
            </h2>
            <p className="text-base-content/75">{m.account_about_cta_body()}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <ClosingEntry />
            </div>
          </div>
        </section>
      </main>

      <footer className="flex flex-col items-center gap-3 border-t border-base-300 px-4 py-8 text-center text-sm text-base-content/70">
        <LanguageSwitch />
        <p>{m.account_about_footer()}</p>
        {/* A page the Worker writes (worker/pages/privacy-page.ts), not one of the router's; its
            own words, so that they load with this page, not as a chunk shared with sign-up. */}
        <a href="/privacy" className="underline">
          {m.account_about_privacy_link()}
        </a>
      </footer>
    </div>
  );
}
