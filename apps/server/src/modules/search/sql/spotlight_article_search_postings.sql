-- Each PUBLISHED article's title-and-app lexemes (rank 2) and its other head lexemes (rank 1) as rows in date
-- order per lexeme (decision 0010, "Ranking"): a query made of words alone walks them newest first, ~20 index
-- entries a word, instead of reading every article holding a common word through the GIN index and sorting them
-- all for one page. Written in the same statement as the article, by the triggers below.
CREATE OR REPLACE FUNCTION public.spotlight_article_search_postings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  begin
    if tg_op = 'UPDATE' then
      delete from search_postings where article_id = old.id;
    end if;
    if new.status = 'PUBLISHED' then
      insert into search_postings (article_id, lexeme, rank, publish_date, category_id)
        select new.id, head.lexeme, case when head.lexeme = any(title.lexemes) then 2 else 1 end,
          new.publish_date, new.category_id
        from unnest(tsvector_to_array(new.search_head)) as head(lexeme),
          (select tsvector_to_array(new.search_title) as lexemes) as title;
    end if;
    return null;
  end
  $function$;

-- Every change that moves an article in or out of the postings or within them; nothing else (views, renewals).
CREATE OR REPLACE TRIGGER articles_search_postings_insert AFTER INSERT ON public.articles FOR EACH ROW WHEN ((new.status = 'PUBLISHED'::article_status)) EXECUTE FUNCTION spotlight_article_search_postings();
CREATE OR REPLACE TRIGGER articles_search_postings_update AFTER UPDATE ON public.articles FOR EACH ROW WHEN (((old.search_head IS DISTINCT FROM new.search_head) OR (old.search_title IS DISTINCT FROM new.search_title) OR (old.status IS DISTINCT FROM new.status) OR (old.publish_date IS DISTINCT FROM new.publish_date) OR (old.category_id IS DISTINCT FROM new.category_id))) EXECUTE FUNCTION spotlight_article_search_postings();
