#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

namespace Ei::Ui {

KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository repository;
    return repository;
}

} // namespace Ei::Ui
