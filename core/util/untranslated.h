#pragma once

#include <QTranslator>

namespace Ei::Core {

// What goes into files — the decoded cells of a TSV export, their "$error" reasons — is read by
// scripts and by colleagues in any language, so it stays English whatever language the window
// speaks. An UntranslatedScope marks such work on the current thread (the export job's); the GUI
// installs its translations as ScopedTranslators, which answer nothing inside a scope, so tr()
// returns the English source text there and translates everywhere else. Only sentences made
// inside a scope stay English: a bundle's missing-PDF reasons are made when the fetch fails, for
// the window too, and are still written in the window's language.
class UntranslatedScope
{
public:
    UntranslatedScope();
    ~UntranslatedScope();
    UntranslatedScope(const UntranslatedScope &) = delete;
    UntranslatedScope &operator=(const UntranslatedScope &) = delete;

    static bool active();

private:
    bool m_outer;
};

class ScopedTranslator final : public QTranslator
{
    Q_OBJECT

public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;
};

} // namespace Ei::Core
