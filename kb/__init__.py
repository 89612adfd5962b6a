"""The rulesjudge knowledge base: records, cross-reference graph, RDF and search.

Only :mod:`kb.model` and :mod:`kb.store` are imported on the fast path; the
graph (networkx), RDF (rdflib) and search (Whoosh) layers are imported where
they are used.
"""
