import { BookHeart, ChefHat, Heart, Smartphone } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { NETWORK_NAMES, marketingStrings as s, type Network } from '../strings';

const BULLETS: Feature[] = [
  { icon: ChefHat, title: 'AI recipe generation', body: 'Describe a meal in a few words and get a recipe you can cook tonight.' },
  { icon: BookHeart, title: 'Save and organise recipes', body: 'Keep the recipes you love in one collection and find them in seconds.' },
  { icon: Heart, title: 'Personalised to your taste', body: 'Allergies, diets, cuisines and time: every recipe fits how you eat.' },
];

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  network: Network;
}

/** /tiktok, /x, /instagram: a welcome for visitors from that network, kept out of search results. */
export function LandingPage({ network }: LandingPageProps) {
  const name = NETWORK_NAMES[network];
  return (
    <section className="mx-auto flex max-w-[820px] flex-col items-center gap-8 px-4 py-12 text-center md:py-20">
      <title>{`Welcome from ${name} · Sous`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="rounded-full bg-premium-bg px-4 py-1 text-sm font-medium text-premium">{`Welcome, ${name} friends!`}</p>
      <h1 className="font-display text-4xl font-semibold leading-tight md:text-5xl">
        The recipe you saw is just the start. Cook it your way.
      </h1>
      <FeatureCards items={BULLETS} heading="h2" className="w-full sm:grid-cols-3" />
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>{s.tryWebApp}</ButtonLink>
        <a href={site.appStoreUrl} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-card px-4 font-medium text-ink hover:border-primary" rel="noopener noreferrer" target="_blank">
          <Smartphone size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.downloadApp}
        </a>
      </div>
      <nav aria-label="Sous on social media" className="flex gap-4 text-muted">
        <a href={site.social.tiktok} target="_blank" rel="noopener noreferrer" className="hover:text-primary">TikTok</a>
        <a href={site.social.instagram} target="_blank" rel="noopener noreferrer" className="hover:text-primary">
          Instagram
        </a>
        <a href={site.social.x} target="_blank" rel="noopener noreferrer" className="hover:text-primary">X</a>
      </nav>
    </section>
  );
}
