-- A body snippet now takes the query's words as the search worked them out once (spotlight_search_words), instead
-- of working them out again for every card: the old signature goes, src/modules/search/sql/ defines the new one.
drop function if exists spotlight_search_body_snippet(text, tsquery);
