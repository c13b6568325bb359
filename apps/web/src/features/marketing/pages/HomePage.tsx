import { BookHeart, Camera, ChefHat, ListChecks, ScanLine, Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { FeatureCards, type Feature } from '../components/FeatureCards';
import { RotatingWord } from '../components/RotatingWord';
import { HERO_WORDS, marketingStrings as s } from '../strings';

const FEATURES: Feature[] = [
  { icon: ChefHat, title: 'Recipes from a sentence', body: 'Say what you feel like, what is in the fridge and who is eating. Sous writes a recipe that respects allergies and diets.' },
  { icon: BookHeart, title: 'Your collection', body: 'Save the keepers, edit them to taste and find them again in seconds.' },
  { icon: Share2, title: 'Share with photos', body: 'Publish a recipe with a link and let friends add photos of what they cooked.' },
  { icon: ListChecks, title: 'Grocery lists by aisle', body: 'Pick recipes and get one list, merged and sorted by store section.' },
  { icon: Camera, title: 'Import recipe cards and videos', body: "Snap grandma's recipe card or paste a short-video link and keep it as a recipe." },
  { icon: ScanLine, title: 'Pantry from a receipt', body: 'Scan a grocery receipt to fill your pantry, and cook with what you have.' },
];

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** The recipe generator, shown once the visitor asks for it (the route provides it). */
  generator: ReactNode;
}

/** The home page: hero with the rotating word, the generator slot, features and a sign-in call to action. */
export function HomePage({ generator }: HomePageProps) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [showGenerator, setShowGenerator] = useState(false);
  const revealGenerator = () => {
    setShowGenerator(true);
    // After the section has rendered.
    requestAnimationFrame(() => document.getElementById('generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <>
      <title>Sous · your kitchen companion</title>
      <section className="mx-auto flex max-w-[1200px] flex-col items-center gap-6 px-4 pb-16 pt-12 text-center md:pt-20">
        {/* The kitchen scene (public/illustrations): a 3 KB SVG fetched early, small on phones so the
            buttons stay in the first screen. A plain image, so the first load carries no extra module. */}
        <img src="/illustrations/hero-kitchen.svg" alt="" width={320} height={200} fetchPriority="high" decoding="async" className="-mb-2 h-auto w-44 md:w-72" />
        <h1 className="font-display text-4xl font-semibold leading-tight md:text-5xl">
          <span className="sr-only">{`${s.heroLead} ${HERO_WORDS.join(', ')} ${s.heroTail}`}</span>
          <span aria-hidden="true">
            {s.heroLead} <RotatingWord words={HERO_WORDS} /> {s.heroTail}
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-muted">{s.heroBody}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={revealGenerator}>{s.generate}</Button>
          <ButtonLink to={paths.featured} variant="secondary">
            {s.showMe}
          </ButtonLink>
          <ButtonLink to={signedIn ? paths.import : paths.login} state={signedIn ? undefined : { returnTo: paths.import }} variant="ghost">
            {s.importRecipes}
          </ButtonLink>
        </div>
      </section>

      <section id="generator" aria-label="Recipe generator" className="mx-auto max-w-[820px] scroll-mt-20 px-4 pb-12">
        {showGenerator && generator}
      </section>

      <section aria-labelledby="features-title" className="bg-card py-16">
        <div className="mx-auto max-w-[1200px] px-4">
          <h2 id="features-title" className="mb-10 text-center font-display text-3xl font-semibold">
            {s.featuresTitle}
          </h2>
          <FeatureCards items={FEATURES} heading="h3" className="sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>

      {!signedIn && (
        <section className="mx-auto flex max-w-[720px] flex-col items-center gap-4 px-4 py-16 text-center">
          <h2 className="font-display text-3xl font-semibold">{s.ctaTitle}</h2>
          <p className="text-lg text-muted">{s.ctaBody}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.signup} className={buttonClasses('primary')}>
              {s.createAccount}
            </Link>
            <Link to={paths.login} className={buttonClasses('secondary')}>
              {s.signIn}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
