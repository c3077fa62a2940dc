#pragma once

namespace KSyntaxHighlighting {
class Repository;
}

namespace Ei::Ui {

// The one application-wide syntax definition repository. Creating a Repository reads the
// metadata of every installed definition ("moderately expensive"), so it is made once, on
// first use, on the GUI thread, and lives until the application quits.
KSyntaxHighlighting::Repository &syntaxRepository();

} // namespace Ei::Ui
