console.log("postinstall")
