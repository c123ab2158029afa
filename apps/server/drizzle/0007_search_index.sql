-- Search (issue 18): the index (the body's first 60,000 characters: a tsvector holds 1 MB at most) of an article is computed by the database in the same statement as the
-- write, so a publication, an edit, an unpublication or a deletion shows in the very next search.
create or replace function spotlight_article_search_fields() returns trigger
  language plpgsql
  as $$
  declare
    category_name text;
  begin
    select name into category_name from categories where id = new.category_id;
    new.search_head :=
      setweight(spotlight_search_lexemes(concat_ws(' ', new.title, new.app)), 'A')
      || setweight(spotlight_search_lexemes(concat_ws(' ', new.description, new.company, category_name)), 'B');
    new.search_vector := new.search_head
      || setweight(spotlight_search_lexemes(left(spotlight_html_text(new.content), 60000)), 'C');
    new.search_names := spotlight_search_fold(concat_ws(' ', new.app, new.company, new.title));
    return new;
  end
  $$;--> statement-breakpoint
drop trigger if exists articles_search_fields on articles;--> statement-breakpoint
create trigger articles_search_fields
  before insert or update of title, app, company, description, content, category_id on articles
  for each row execute function spotlight_article_search_fields();--> statement-breakpoint
-- A renamed category re-indexes its articles (through the trigger above).
create or replace function spotlight_category_search_rename() returns trigger
  language plpgsql
  as $$
  begin
    update articles set category_id = category_id where category_id = new.id;
    return null;
  end
  $$;--> statement-breakpoint
drop trigger if exists categories_search_rename on categories;--> statement-breakpoint
create trigger categories_search_rename
  after update of name on categories
  for each row when (old.name is distinct from new.name)
  execute function spotlight_category_search_rename();--> statement-breakpoint
-- Articles written before this migration.
update articles set title = title;
