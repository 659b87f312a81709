#!/bin/sh
# The browser binary WebKitWebDriver starts for the e2e WebDriver stand-in (webkitgtk:browserOptions):
# MiniBrowser with the loopback redirect preloaded, so its loopback connections reach the worker's proxy.
export LD_PRELOAD="${SVC_LOOPBACK_REDIRECT}${LD_PRELOAD:+:$LD_PRELOAD}"
exec "$SVC_MINIBROWSER" "$@"
