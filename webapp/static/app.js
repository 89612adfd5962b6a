// rulesjudge: a few keyboard conveniences; every page works without this file.
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA");
    if (typing || event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.key === "/") {
      var box = document.querySelector("header.site input[type=search]");
      if (box) { event.preventDefault(); box.focus(); box.select(); }
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      var link = document.querySelector(event.key === "ArrowLeft" ? "a[rel=prev]" : "a[rel=next]");
      if (link) { window.location.href = link.href; }
    }
  });
})();
