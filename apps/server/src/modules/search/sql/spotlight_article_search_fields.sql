-- An article's search fields, computed by the database in the writing statement itself, so a publication, an
-- edit, an unpublication or a deletion shows in the very next search (decision 0010): the title-and-app lexemes
-- (rank 2), the head (title, app, description, company, category name: rank 1), the whole vector (the body's first
-- 60,000 characters too: a tsvector holds 1 MB at most), the body's plain text for snippets, where each lexeme of
-- the description stands (recomputed only when the description changes), the folded names for typos and
-- suggestions, and the names' words in the typo dictionary (search_words). The lexemes follow the article's
-- language (spotlight_search_lexemes), and the title's also hold its accented words as written, for the rank
-- above the title's (spotlight_search_exact).
CREATE OR REPLACE FUNCTION public.spotlight_article_search_fields()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  declare
    category_name text;
    body_text text := spotlight_html_text(new.content);
  begin
    select name into category_name from categories where id = new.category_id;
    new.search_title := setweight(spotlight_search_lexemes(concat_ws(' ', new.title, new.app), new.language)
      || spotlight_search_accented(concat_ws(' ', new.title, new.app)), 'A');
    new.search_head := new.search_title
      || setweight(spotlight_search_lexemes(concat_ws(' ', new.description, new.company, category_name), new.language), 'B');
    new.search_vector := new.search_head
      || setweight(spotlight_search_lexemes(left(body_text, 60000), new.language), 'C');
    new.search_text := left(body_text, 20000);
    if tg_op = 'INSERT' or new.description is distinct from old.description or new.search_marks is null then
      new.search_marks := spotlight_search_marks(new.description);
    end if;
    new.search_names := spotlight_search_fold(concat_ws(' ', new.app, new.company, new.title));
    if tg_op = 'INSERT' or new.search_names is distinct from old.search_names then
      insert into search_words (word)
        select lexeme from unnest(tsvector_to_array(to_tsvector('simple', new.search_names))) as lexeme
        where char_length(lexeme) >= 4 and lexeme !~ '^[0-9]+$'
        on conflict do nothing;
    end if;
    return new;
  end
  $function$;

-- Every write of a field the search reads, the language included (its lexemes).
CREATE OR REPLACE TRIGGER articles_search_fields BEFORE INSERT OR UPDATE OF title, app, company, description, content, category_id, language ON public.articles FOR EACH ROW EXECUTE FUNCTION spotlight_article_search_fields();
