-- Issue 34 item 4, one row per choice: one provider id per company across the price lists
-- (LiteLLM's `deepinfra` and the survey's `DeepInfra` are one provider; `bedrock` and
-- `bedrock_converse` are AWS by two routes). The list's own spelling stays as provenance in
-- `provider_published`, and what the list names beyond the company (an API route, a region, a
-- tier in parentheses) in `route`, so two prices of one provider are still told apart.
--
-- The rule, applied by the importers to every price they write (src/import/lookups.rs) and
-- here once to the prices already stored: the spelling without a part in parentheses is looked
-- up in provider_aliases (case-insensitive); its provider is the id, else the spelling in lower
-- case. The route is the alias's route, then the part in parentheses, then the region a
-- LiteLLM key names (`us.meta.llama…`, `bedrock/eu-west-3/…`; written at import only: a
-- LiteLLM map imported before this version gets it when imported again, its record keys are
-- unchanged).

CREATE TABLE provider_aliases (
    spelling TEXT PRIMARY KEY COLLATE NOCASE,
    provider TEXT NOT NULL,
    route    TEXT,
    origin   TEXT NOT NULL DEFAULT 'curated'
) STRICT;

INSERT INTO provider_aliases (spelling, provider, route) VALUES
('together_ai', 'together', NULL),
('Together AI', 'together', NULL),
('fireworks_ai', 'fireworks', NULL),
('Fireworks AI', 'fireworks', NULL),
('lambda_ai', 'lambda', NULL),
('Lambda AI', 'lambda', NULL),
('gradient_ai', 'gradient', NULL),
('featherless_ai', 'featherless', NULL),
('vercel_ai_gateway', 'vercel', 'ai gateway'),
('v0', 'vercel', 'v0'),
('bedrock', 'aws', 'bedrock'),
('bedrock_converse', 'aws', 'bedrock converse'),
('sagemaker', 'aws', 'sagemaker'),
('amazon', 'aws', NULL),
('gemini', 'google', 'gemini api'),
('palm', 'google', 'palm api'),
('vertex_ai', 'google', 'vertex ai'),
('vertex_ai-ai21_models', 'google', 'vertex ai'),
('vertex_ai-anthropic_models', 'google', 'vertex ai'),
('vertex_ai-chat-models', 'google', 'vertex ai'),
('vertex_ai-code-chat-models', 'google', 'vertex ai'),
('vertex_ai-code-text-models', 'google', 'vertex ai'),
('vertex_ai-deepseek_models', 'google', 'vertex ai'),
('vertex_ai-language-models', 'google', 'vertex ai'),
('vertex_ai-llama_models', 'google', 'vertex ai'),
('vertex_ai-minimax_models', 'google', 'vertex ai'),
('vertex_ai-mistral_models', 'google', 'vertex ai'),
('vertex_ai-moonshot_models', 'google', 'vertex ai'),
('vertex_ai-openai_models', 'google', 'vertex ai'),
('vertex_ai-qwen_models', 'google', 'vertex ai'),
('vertex_ai-text-models', 'google', 'vertex ai'),
('vertex_ai-vision-models', 'google', 'vertex ai'),
('azure_ai', 'azure', 'ai foundry'),
('azure_text', 'azure', 'text completion'),
('text-completion-openai', 'openai', 'text completion'),
('codestral', 'mistral', 'codestral'),
('text-completion-codestral', 'mistral', 'codestral'),
('cohere_chat', 'cohere', NULL),
('meta_llama', 'meta', 'llama api'),
('dashscope', 'alibaba', 'dashscope'),
('watsonx', 'ibm', 'watsonx'),
('oci', 'oracle', 'oci');

ALTER TABLE api_prices ADD COLUMN provider_published TEXT;
ALTER TABLE api_prices ADD COLUMN route TEXT;

UPDATE api_prices SET provider_published = provider;
UPDATE api_prices
SET provider = coalesce(
        (SELECT a.provider FROM provider_aliases AS a WHERE a.spelling = n.base), lower(n.base)),
    route = nullif(concat_ws(', ',
        (SELECT a.route FROM provider_aliases AS a WHERE a.spelling = n.base), n.remark), '')
FROM (SELECT id,
             trim(CASE WHEN instr(provider, ' (') > 0
                       THEN substr(provider, 1, instr(provider, ' (') - 1) ELSE provider END)
                 AS base,
             CASE WHEN instr(provider, ' (') > 0
                  THEN trim(rtrim(trim(substr(provider, instr(provider, ' (') + 2)), ')')) END
                 AS remark
      FROM api_prices) AS n
WHERE n.id = api_prices.id;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('provider_aliases', '', 'The spellings price lists give an API provider, each with the one id gpudb stores for its company (api_prices.provider) and the route or service the spelling names. A spelling not listed is its own id, in lower case; add a row (origin user) to join two: the prices imported after it take its id (one stored before it keeps its id until its list changes it, or an UPDATE of api_prices by provider_published).', NULL),
('provider_aliases', 'spelling', 'A provider as a price list spells it, without a remark in parentheses (case-insensitive): LiteLLM''s `bedrock_converse`, the survey''s `Together AI`.', NULL),
('provider_aliases', 'provider', 'The provider id: one per company (`aws`, `google`, `azure`, `together`, `deepinfra` …).', NULL),
('provider_aliases', 'route', 'The API route or service the spelling names (`bedrock converse`, `vertex ai`); NULL: none beyond the company.', NULL),
('provider_aliases', 'origin', 'curated (shipped with gpudb) or user.', NULL),
('api_prices', 'provider_published', 'The provider as the price list spells it (`Fireworks AI (serverless, catch-all tier)`, `bedrock_converse`), kept as provenance; the record key is derived from it.', NULL),
('api_offer_periods', 'route', 'What the price list names beyond the provider: route, service, region or tier (api_prices.route); tells two prices of one provider and model apart.', NULL),
('api_offers', 'route', 'What the price list names beyond the provider: route, service, region or tier (api_prices.route).', NULL),
('api_prices', 'route', 'What the list names beyond the company, that tells two prices of one provider apart: the API route or service (provider_aliases.route), a remark in parentheses, a region (`us`, `eu-west-3`); NULL: nothing.', NULL);
UPDATE schema_docs
SET description = 'API provider: one id per company across the price lists (provider_aliases: `deepinfra` for LiteLLM''s `deepinfra` and the survey''s `DeepInfra`, `aws` for `bedrock` and `bedrock_converse`); the list''s own spelling is provider_published.'
WHERE table_name = 'api_prices' AND column_name = 'provider';
