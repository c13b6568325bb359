import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DISHES } from '@sous/kitchen/dishes/library';
import { describe, expect, it } from 'vitest';
import {
  chooseIllustration,
  ILLUSTRATION_SCENES,
  ILLUSTRATION_SUBJECTS,
  illustrationUrl,
  type IllustrationSubject,
} from './choose-illustration';

describe('chooseIllustration by the dish name', () => {
  const cases: [string, IllustrationSubject][] = [
    // Indian
    ['Chicken Tikka Masala', 'curry'],
    ['Butter Chicken', 'curry'],
    ['Palak Paneer', 'curry'],
    ['Dal Tadka', 'curry'],
    ['Chicken Biryani', 'fried-rice'],
    ['Paneer Tikka', 'skewers'],
    ['Garlic Naan', 'flatbread'],
    ['Masala Chai', 'tea'],
    ['Mango Lassi', 'smoothie'],
    // Thai, Vietnamese
    ['Pad Thai', 'noodles'],
    ['Thai Green Curry', 'curry'],
    ['Tom Yum Goong', 'soup-bowl'],
    ['Som Tam', 'salad'],
    ['Mango Sticky Rice', 'fruit'],
    ['Beef Pho', 'noodle-bowl'],
    ['Phở Bò', 'noodle-bowl'],
    ['Bánh Mì', 'sandwich'],
    ['Bánh Xèo', 'omelette'],
    ['Cha Gio', 'spring-rolls'],
    // Chinese, Japanese, Korean
    ['Kung Pao Chicken', 'stir-fry'],
    ['Sweet and Sour Pork', 'stir-fry'],
    ["General Tso's Chicken", 'stir-fry'],
    ['Egg Fried Rice', 'fried-rice'],
    ['Pork and Chive Dumplings', 'dumplings'],
    ['Chicken Congee', 'porridge'],
    ['Mapo Tofu', 'curry'],
    ['Shoyu Ramen', 'noodle-bowl'],
    ['Gyudon', 'rice-bowl'],
    ['Chicken Teriyaki', 'rice-bowl'],
    ['Salmon Nigiri', 'sushi'],
    ['Chicken Katsu', 'fried-chicken'],
    ['Bibimbap', 'grain-bowl'],
    ['Kimchi Jjigae', 'stew'],
    ['Korean Fried Chicken', 'fried-chicken'],
    // Middle Eastern, Greek, North African
    ['Shakshuka', 'eggs'],
    ['Hummus', 'dip'],
    ['Baba Ganoush', 'dip'],
    ['Falafel', 'falafel'],
    ['Chicken Shawarma', 'wrap'],
    ['Chicken Souvlaki', 'skewers'],
    ['Moussaka', 'casserole'],
    ['Chicken Tagine', 'stew'],
    ['Çılbır', 'eggs'],
    // Italian, French, Spanish
    ['Minestrone', 'soup-bowl'],
    ['Pasta e Fagioli', 'soup-bowl'],
    ['Spaghetti Carbonara', 'pasta'],
    ['Penne alla Vodka', 'pasta'],
    ['Lasagne al Forno', 'lasagna'],
    ['Margherita Pizza', 'pizza'],
    ['Mushroom Risotto', 'risotto'],
    ['Tiramisu', 'cake'],
    ['Spaghetti and Meatballs', 'meatballs'],
    ['Coq au Vin', 'stew'],
    ['Beef Bourguignon', 'stew'],
    ['Quiche Lorraine', 'quiche'],
    ['Croque Monsieur', 'sandwich'],
    ['Crème Brûlée', 'pudding'],
    ['Tarte Tatin', 'pie'],
    ['Steak Frites', 'steak'],
    ['Ratatouille', 'roasted-vegetables'],
    ['Paella Valenciana', 'paella'],
    ['Tortilla Española', 'omelette'],
    ['Patatas Bravas', 'fries'],
    ['Gambas al Ajillo', 'shrimp'],
    ['Sopa de Pollo', 'soup-bowl'],
    // Mexican, Caribbean
    ['Fish Tacos', 'tacos'],
    ['Tacos al Pastor', 'tacos'],
    ['Breakfast Burrito', 'burrito'],
    ['Huevos Rancheros', 'eggs'],
    ['Chili con Carne', 'chili'],
    ['Guacamole', 'dip'],
    ['Carne Asada', 'steak'],
    ['Arroz con Pollo', 'paella'],
    ['Jerk Chicken', 'roast-chicken'],
    // American, British
    ['Cheeseburger', 'burger'],
    ['Mac and Cheese', 'casserole'],
    ['Pot Roast', 'roast'],
    ['Shrimp and Grits', 'shrimp'],
    ['Fish and Chips', 'fish'],
    ['Buttermilk Pancakes', 'pancakes'],
    ['Belgian Waffles', 'waffles'],
    ['Avocado Toast', 'toast'],
    ['Eggs Benedict', 'eggs'],
    ['Overnight Oats', 'porridge'],
    ['New York Cheesecake', 'cake'],
    ['Red Velvet Cupcakes', 'cupcake'],
    ['Chocolate Chip Cookies', 'cookies'],
    ['Blueberry Muffins', 'muffin'],
    ['Banana Bread', 'bread'],
    ['Bread Pudding', 'pudding'],
    ['Rice Pudding', 'pudding'],
    ['Apple Pie', 'pie'],
    ['Pistachio Gelato', 'ice-cream'],
    ['Fruit Salad', 'fruit'],
    ['Caesar Salad', 'salad'],
    ['French Onion Soup', 'soup-bowl'],
    ['Chicken Noodle Soup', 'noodle-bowl'],
  ];

  it.each(cases)('%s → %s', (name, subject) => {
    expect(chooseIllustration({ name })).toBe(subject);
  });

  it('reads the head of the name: the last food word, before "with", "de", "al"...', () => {
    expect(chooseIllustration({ name: 'Salmon with Lemon Rice' })).toBe('fish');
    expect(chooseIllustration({ name: 'Chili Lime Shrimp' })).toBe('shrimp');
    expect(chooseIllustration({ name: 'Garlic Butter Salmon' })).toBe('fish');
    expect(chooseIllustration({ name: 'Honey Garlic Chicken' })).toBe('roast-chicken');
    expect(chooseIllustration({ name: 'Black Bean Soup from Dried Beans' })).toBe('soup-bowl');
    expect(chooseIllustration({ name: 'Rabokki (Tteokbokki with Ramen)' })).toBe('stir-fry');
  });

  it('matches whole words in any case, with or without accents, singular or plural', () => {
    expect(chooseIllustration({ name: 'TACOS' })).toBe('tacos');
    expect(chooseIllustration({ name: 'taco' })).toBe('tacos');
    expect(chooseIllustration({ name: 'Mixed Berries' })).toBe('fruit');
    expect(chooseIllustration({ name: 'Creme brulee' })).toBe('pudding');
    // "pie" inside "pierogi", "tart" inside "tartine", "ham" inside "hamburger" are not words.
    expect(chooseIllustration({ name: 'Pierogi' })).toBe('dumplings');
    expect(chooseIllustration({ name: 'Tartine' })).toBe('toast');
    expect(chooseIllustration({ name: 'Hamburger' })).toBe('burger');
  });

  it('gives every dish of the built-in library a drawing from its name alone', () => {
    const plain = DISHES.filter((dish) => chooseIllustration({ name: dish.name }) === 'plate').map((dish) => dish.name);
    expect(plain).toEqual([]);
  });
});

describe('chooseIllustration without a dish in the name', () => {
  it('reads the tags next: a dish first, then a meal', () => {
    expect(chooseIllustration({ name: "Grandma's Sunday Special", tags: ['Family', 'Soup'] })).toBe('soup-bowl');
    expect(chooseIllustration({ name: 'Sunrise Special', tags: ['Breakfast', 'Quick'] })).toBe('eggs');
    expect(chooseIllustration({ name: 'Sweet Ending', tags: ['Dessert', 'Pie'] })).toBe('pie');
    expect(chooseIllustration({ name: 'Sweet Ending', tags: ['Dessert'] })).toBe('cake');
  });

  it('then a dish the description opens with, before the cuisine', () => {
    const recipe = { name: 'Weeknight Special', description: 'A hearty stew of beans and smoky paprika. Serve with bread.', cuisine: 'Spanish' };
    expect(chooseIllustration(recipe)).toBe('stew');
    // Only the first sentence counts: the side it is served with does not.
    expect(chooseIllustration({ name: 'Weeknight Special', description: 'Bright and quick. Serve with rice.' })).toBe('plate');
  });

  it("then the cuisine's usual dish, from the cuisine or a tag", () => {
    expect(chooseIllustration({ name: 'Family Favourite', cuisine: 'Japanese' })).toBe('rice-bowl');
    expect(chooseIllustration({ name: 'Family Favourite', cuisine: 'Mexican' })).toBe('tacos');
    expect(chooseIllustration({ name: 'Family Favourite', cuisine: 'Indian' })).toBe('curry');
    expect(chooseIllustration({ name: 'Family Favourite', cuisine: 'Italian' })).toBe('pasta');
    expect(chooseIllustration({ name: 'Family Favourite', cuisine: 'Middle Eastern' })).toBe('falafel');
    expect(chooseIllustration({ name: 'Family Favourite', tags: ['Quick', 'Korean'] })).toBe('grain-bowl');
  });

  it('lets the name win over the cuisine', () => {
    expect(chooseIllustration({ name: 'Fish Tacos', cuisine: 'Japanese' })).toBe('tacos');
  });

  it('uses a food from the tags only after the cuisine', () => {
    expect(chooseIllustration({ name: "Nana's Favourite", tags: ['Chicken'], cuisine: 'Indian' })).toBe('curry');
    expect(chooseIllustration({ name: "Nana's Favourite", tags: ['Chicken'] })).toBe('roast-chicken');
  });

  it('falls back to the plate when nothing says anything', () => {
    expect(chooseIllustration({ name: 'Something Nice' })).toBe('plate');
    expect(chooseIllustration({ name: '', cuisine: null, tags: null, description: null })).toBe('plate');
    expect(chooseIllustration({ name: '!!!', cuisine: 'Martian' })).toBe('plate');
  });
});

describe('illustration files', () => {
  const dir = path.resolve(import.meta.dirname, '../../../public/illustrations');
  const files = readdirSync(dir);
  const names = [...ILLUSTRATION_SUBJECTS, ...ILLUSTRATION_SCENES];

  it('are served from /illustrations', () => {
    expect(illustrationUrl('curry')).toBe('/illustrations/curry.svg');
    expect(illustrationUrl('hero-kitchen')).toBe('/illustrations/hero-kitchen.svg');
  });

  it('number at least 40 distinct subjects', () => {
    expect(new Set(ILLUSTRATION_SUBJECTS).size).toBe(ILLUSTRATION_SUBJECTS.length);
    expect(ILLUSTRATION_SUBJECTS.length).toBeGreaterThanOrEqual(40);
  });

  it('exist for every subject and scene, and nothing else is in the folder', () => {
    expect([...files].sort()).toEqual(names.map((n) => `${n}.svg`).sort());
  });

  it.each(names)('%s.svg is a small, self-contained SVG', (name) => {
    const file = path.join(dir, `${name}.svg`);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    const svg = readFileSync(file, 'utf8').trim();
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    if ((ILLUSTRATION_SUBJECTS as readonly string[]).includes(name)) expect(svg).toContain('viewBox="0 0 160 120"');
    // Nothing that runs, loads or embeds anything.
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="http/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    expect(svg).not.toMatch(/<image|<foreignObject|data:/i);
    // Every element closed in order (XML-ish).
    const open: string[] = [];
    for (const [, closing, tag, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      if (closing) expect(open.pop()).toBe(tag);
      else if (!selfClosing && tag) open.push(tag);
    }
    expect(open).toEqual([]);
  });
});
