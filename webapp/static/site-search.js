// rulesjudge static site: search the prebuilt index (search-index.json) in the browser.
(function () {
  "use strict";
  var KINDS = { rule: "Rule", glossary: "Glossary", ruling: "Ruling", section: "Rulings section",
                rulebook: "Rulebook" };
  var status = document.getElementById("site-search-status");
  var list = document.getElementById("site-search-hits");
  var box = document.getElementById("site-q");
  var query = new URLSearchParams(window.location.search).get("q") || "";
  if (!list || !box) { return; }
  box.value = query;
  document.querySelectorAll("header.site input[name=q]").forEach(function (el) { el.value = query; });
  var words = query.toLowerCase().split(/[^a-z0-9.'-]+/).filter(function (w) { return w; });
  if (!words.length) { return; }
  status.textContent = "Searching…";
  fetch("search-index.json").then(function (r) { return r.json(); }).then(function (entries) {
    var hits = [];
    entries.forEach(function (e) {
      var title = (e.id + " " + e.t).toLowerCase();
      var text = title + " " + e.x.toLowerCase();
      if (!words.every(function (w) { return text.indexOf(w) >= 0; })) { return; }
      var score = words.reduce(function (s, w) { return s + (title.indexOf(w) >= 0 ? 3 : 1); }, 0);
      if (title.trim() === query.toLowerCase() || e.id.toLowerCase() === query.toLowerCase()) { score += 10; }
      hits.push([score, e]);
    });
    hits.sort(function (a, b) { return b[0] - a[0]; });
    status.textContent = hits.length + " found for “" + query + "”" + (hits.length > 100 ? ", the first 100 shown" : "");
    hits.slice(0, 100).forEach(function (pair) {
      var e = pair[1];
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = e.u;
      a.textContent = e.id + (e.t && e.t !== e.id ? " " + e.t : "");
      var kind = document.createElement("small");
      kind.textContent = " " + (KINDS[e.k] || e.k);
      var p = document.createElement("p");
      p.className = "snippet";
      p.textContent = e.x;
      li.appendChild(a); li.appendChild(kind); li.appendChild(p);
      list.appendChild(li);
    });
  }).catch(function () {
    status.textContent = "The search index could not be loaded (open the site through a web server).";
  });
})();
