import { ArrowRight, Lightbulb } from 'lucide-react';
import { SceneIllustration } from '../../../components/illustrations/SceneIllustration';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { paths } from '../../../config/paths';
import { useFeaturedRecipes } from '../api/featured-recipes';
import { useNewestRecipes } from '../api/newest-recipes';
import { PublicRecipeCard } from '../components/PublicRecipeCard';
import { RecipeGrid, RecipeGridSkeleton } from '../components/RecipeGrid';
import { publicRecipeStrings as s } from '../strings';

/**
 * The featured recipes and, when none are featured, the 3 newest (spec 2 §4); empty, a way to
 * make one's own.
 */
function FeaturedList() {
  const featured = useFeaturedRecipes();
  const noneFeatured = featured.data?.recipes.length === 0;
  const newest = useNewestRecipes(noneFeatured);

  if (featured.isError || newest.isError) {
    return (
      <p role="alert" className="rounded-xl bg-error-bg px-4 py-3 text-error">
        {s.featuredFailed}
      </p>
    );
  }
  const list = noneFeatured ? newest.data : featured.data;
  if (!list) return <RecipeGridSkeleton />;
  if (list.recipes.length === 0) {
    return (
      <EmptyState
        title={s.featuredEmpty}
        illustration={<SceneIllustration scene="empty-pot" />}
        action={<ButtonLink to={paths.recipes}>{s.createYourOwn}</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-5 font-display text-2xl font-semibold">
        {noneFeatured ? s.newestHeading : s.featuredHeading}
      </h2>
      <RecipeGrid>
        {list.recipes.map((recipe) => (
          <li key={recipe.publicRecipeId} className="flex">
            <PublicRecipeCard recipe={recipe} />
          </li>
        ))}
      </RecipeGrid>
    </section>
  );
}

/** /recipes/featured (spec 2 §2): a hero with Browse All Recipes, the featured grid, three tips and a call to create. */
export function FeaturedRecipesPage() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:py-14">
      <title>{`${s.featuredTitle} · Sous`}</title>
      <meta name="description" content={s.featuredDescription} />
      <header className="mb-10 flex flex-col gap-4 rounded-2xl bg-premium-bg/60 px-6 py-8 md:flex-row md:items-end md:justify-between md:px-10 md:py-12">
        <div className="max-w-2xl">
          <h1 className="font-display text-4xl font-semibold leading-tight md:text-5xl">{s.featuredTitle}</h1>
          <p className="mt-3 text-lg text-muted">{s.featuredIntro}</p>
        </div>
        <ButtonLink to={paths.browse} className="self-start md:self-auto">
          {s.browseAll}
          <ArrowRight size={20} strokeWidth={1.75} aria-hidden="true" />
        </ButtonLink>
      </header>

      <FeaturedList />

      <section className="mt-14" aria-labelledby="tips-heading">
        <h2 id="tips-heading" className="mb-5 font-display text-2xl font-semibold">
          {s.tipsHeading}
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {s.tips.map((tip) => (
            <li key={tip.title} className="rounded-xl border border-line bg-card p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <Lightbulb size={20} strokeWidth={1.75} className="text-primary" aria-hidden="true" />
                {tip.title}
              </h3>
              <p className="mt-2 text-muted">{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-primary px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10"
        aria-labelledby="cta-heading"
      >
        <div>
          <h2 id="cta-heading" className="font-display text-2xl font-semibold text-white">
            {s.ctaHeading}
          </h2>
          <p className="mt-2 text-white">{s.ctaText}</p>
        </div>
        <ButtonLink to={paths.recipes} variant="secondary" className="shrink-0 border-white hover:border-white focus-visible:outline-white">
          {s.createYourOwn}
        </ButtonLink>
      </section>
    </div>
  );
}
