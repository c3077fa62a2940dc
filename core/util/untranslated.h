#pragma once

#include <optional>

#include <QTranslator>

namespace Ei::Core {

// What goes into files — the decoded cells of a TSV export, their "$error" reasons — is read by
// scripts and by colleagues in any language, so it stays English whatever language the window
// speaks. An UntranslatedScope marks such work on the current thread (the export job's); the GUI
// installs its translations as ScopedTranslators, which answer nothing inside a scope, so tr()
// returns the English source text there and translates everywhere else. Only sentences made
// inside a scope stay English, so work that makes them later, in its own slots (a bundle's PDF
// fetches, whose failures become missing-pdfs.tsv's reasons), opens a scope in each of them.
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

// An UntranslatedScope when `on`, nothing otherwise: for the slots of work that is asked to speak
// English only sometimes.
class UntranslatedScopeIf
{
public:
    explicit UntranslatedScopeIf(bool on)
    {
        if (on) {
            m_scope.emplace();
        }
    }

private:
    std::optional<UntranslatedScope> m_scope;
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
